/// `noun`, with an `s` unless `count` is 1: `plural(2, "program")` is `"programs"`.
package func plural(_ count: Int, _ noun: String) -> String {
    count == 1 ? noun : noun + "s"
}
