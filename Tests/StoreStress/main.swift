// A helper for the reliability tests: writes to a demo store from its own process.
//
//     store-stress add PATH COUNT TAG    COUNT transactions, each saving one item named TAG-i
//     store-stress bulk PATH COUNT       one transaction of COUNT items; prints "inserting" after the first 1,000
import Foundation
import ItemsStore

let arguments = CommandLine.arguments
guard arguments.count >= 4, let count = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: store-stress add|bulk PATH COUNT [TAG]\n".utf8))
    exit(2)
}
do {
    let store = try AppDatabase.openFile(atPath: arguments[2])
    switch arguments[1] {
    case "add":
        let tag = arguments.count > 4 ? arguments[4] : "item"
        for index in 0..<count {
            var item = Item(name: "\(tag)-\(index)", quantity: index)
            try store.save(&item)
        }
    case "bulk":
        try store.writer.write { db in
            for index in 0..<count {
                var item = Item(name: "bulk-\(index)", quantity: index)
                try item.insert(db)
                if index == 1000 {
                    FileHandle.standardOutput.write(Data("inserting\n".utf8))
                }
            }
        }
    default:
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
