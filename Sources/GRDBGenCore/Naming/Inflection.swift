/// English number of the last word of a name, both ways: the singular of a table name makes its
/// record's name (`artist_aliases` → `ArtistAlias`), the plural of a record's name its to-many
/// associations and methods (`ArtistAlias` → `artistAliases`). One table of irregular words serves
/// both, so that the plural of a table's record gives the table's own word back.
///
/// Only the last word changes (`remindersLists` → `remindersList`); its case is kept (`TABLES` →
/// `TABLE`, `Aliases` → `Alias`).
enum Inflection {
    /// Words whose number English does not make by the rules, singular and plural. An entry whose
    /// singular has five letters or more is also the end of a longer word (`bookshelves`,
    /// `chairwomen`); a shorter one is a whole word only (`men`, not `specimen`; `lives`, not
    /// `olives`).
    static let irregular: [(singular: String, plural: String)] = [
        ("person", "people"), ("child", "children"), ("man", "men"), ("woman", "women"), ("mouse", "mice"),
        ("goose", "geese"), ("tooth", "teeth"), ("foot", "feet"), ("ox", "oxen"), ("criterion", "criteria"),
        ("phenomenon", "phenomena"), ("index", "indices"), ("vertex", "vertices"), ("matrix", "matrices"),
        ("appendix", "appendices"), ("analysis", "analyses"), ("thesis", "theses"), ("crisis", "crises"),
        ("diagnosis", "diagnoses"), ("synopsis", "synopses"), ("axis", "axes"), ("alias", "aliases"),
        ("status", "statuses"), ("bus", "buses"), ("campus", "campuses"), ("virus", "viruses"),
        ("bonus", "bonuses"), ("census", "censuses"), ("focus", "focuses"), ("chorus", "choruses"),
        ("canvas", "canvases"), ("atlas", "atlases"), ("bias", "biases"), ("gas", "gases"), ("lens", "lenses"),
        ("quiz", "quizzes"), ("radius", "radii"), ("cactus", "cacti"), ("fungus", "fungi"),
        ("stimulus", "stimuli"), ("movie", "movies"), ("cookie", "cookies"), ("zombie", "zombies"),
        ("calorie", "calories"), ("pie", "pies"), ("tie", "ties"), ("shoe", "shoes"), ("hero", "heroes"),
        ("potato", "potatoes"), ("tomato", "tomatoes"), ("echo", "echoes"), ("cache", "caches"),
        ("niche", "niches"), ("headache", "headaches"), ("avalanche", "avalanches"), ("abuse", "abuses"),
        ("knife", "knives"), ("wife", "wives"), ("life", "lives"), ("leaf", "leaves"), ("thief", "thieves"),
        ("wolf", "wolves"), ("half", "halves"), ("shelf", "shelves"), ("self", "selves"), ("calf", "calves"),
        // Regular, but a word in `-us` is singular by default (`status`, `campus`, `corpus`).
        ("menu", "menus"), ("guru", "gurus"), ("emu", "emus"), ("haiku", "haikus"), ("tofu", "tofus"),
        ("sudoku", "sudokus"), ("bayou", "bayous"), ("gnu", "gnus"),
    ]

    /// Words that are the same in both numbers, or that a table names without a plural.
    static let uncountable: Set<String> = [
        "news", "series", "species", "data", "metadata", "media", "information", "equipment", "sheep", "fish",
        "deer", "money", "feedback", "software", "hardware", "music", "audio", "analytics", "physics",
        "mathematics", "economics", "ethics", "politics", "chaos", "traffic", "luggage", "baggage",
        "furniture", "advice", "knowledge", "evidence", "research", "weather", "staff", "inventory",
    ]

    /// The singular of a name's last word: `categories` → `category`, `aliases` → `alias`,
    /// `statuses` → `status`, `people` → `person`; a word already singular stays (`status`,
    /// `address`, `analysis`, `news`).
    static func singular(_ name: String) -> String {
        inflectLastWord(of: name) { word in
            if uncountable.contains(word) { return word }
            if let entry = irregular.first(where: { matches(word, $0.plural, $0) }) {
                return word.dropLast(entry.plural.count) + entry.singular
            }
            if irregular.contains(where: { matches(word, $0.singular, $0) }) { return word }
            let endings = [("ies", "y"), ("sses", "ss"), ("shes", "sh"), ("ches", "ch"), ("xes", "x"), ("zzes", "zz")]
            for (plural, singular) in endings where word.hasSuffix(plural) && word.count > plural.count + 1 {
                return word.dropLast(plural.count) + singular
            }
            if word.hasSuffix("s"), !["ss", "us", "is"].contains(where: word.hasSuffix), word.count > 2 {
                return String(word.dropLast())
            }
            return word
        }
    }

    /// The plural of a name's last word: `Category` → `Categories`, `Box` → `Boxes`, `Alias` →
    /// `Aliases`, `Person` → `People`, `Shelf` → `Shelves`.
    static func plural(_ name: String) -> String {
        inflectLastWord(of: name) { word in
            if uncountable.contains(word) { return word }
            if let entry = irregular.first(where: { matches(word, $0.singular, $0) }) {
                return word.dropLast(entry.singular.count) + entry.plural
            }
            if irregular.contains(where: { matches(word, $0.plural, $0) }) { return word }
            if word.hasSuffix("y"), let beforeY = word.dropLast().last, !"aeiou".contains(beforeY) {
                return word.dropLast() + "ies"
            }
            if ["s", "x", "z", "ch", "sh"].contains(where: word.hasSuffix) { return word + "es" }
            return word + "s"
        }
    }

    /// Whether a lowercased word is `ending` (one form of `entry`), or ends with it when the
    /// entry's singular has five letters or more.
    private static func matches(_ word: String, _ ending: String, _ entry: (singular: String, plural: String)) -> Bool {
        word == ending || (entry.singular.count >= 5 && word.hasSuffix(ending))
    }

    /// `name` with its last word (``SwiftName/words(_:)``'s) changed by `change`, given and giving
    /// it lowercased; the word's case is kept: all capitals, a capital first, or none.
    private static func inflectLastWord(of name: String, _ change: (String) -> String) -> String {
        guard let last = SwiftName.words(name).last, name.hasSuffix(last) else { return name }
        let changed = change(last.lowercased())
        let cased =
            last.count > 1 && last.allSatisfy({ !$0.isLowercase })
            ? changed.uppercased()
            : last.first!.isUppercase ? SwiftName.uppercasedFirst(changed) : changed
        return name.dropLast(last.count) + cased
    }
}
