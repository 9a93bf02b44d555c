import Counter

var counter = Counter()
counter.increment()
counter.reset()
print(counter.value)  // Prints "0"
