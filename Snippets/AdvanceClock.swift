// A test clock's time moves only when the test moves it.

// snippet.hide
import QuartetSupport

// snippet.show
// snippet.advance
let clock = TestClock()
await clock.advance(by: .seconds(5))
// snippet.end
print(clock.now.offset)  // Prints "5.0 seconds"
