// Count three steps, then read the count.

import Counter

// snippet.hide
var counter = Counter()
// snippet.show

// snippet.increment
for _ in 1...3 {
    counter.increment()
}
// snippet.end

print(counter.value)  // Prints "3"
