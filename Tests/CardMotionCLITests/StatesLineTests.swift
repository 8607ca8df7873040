import CardMotionTestSupport
import CardRender
import CardScene
import Testing

/// `states` lines are one typed ``StatesLine``: what `states` prints reads back and encodes to the same bytes
/// (events and their values included), and the reader refuses anything else in words, within its limits.
@Suite struct StatesLineTests {
    static func refusal(_ text: String) -> String? {
        do {
            _ = try StatesLine(parsing: text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: ["stack", "sortGrid", "deck"])
    func everyLinePrintedReadsBackToTheSameBytes(_ example: String) throws {
        let result = try runCardMotion(["states", Repository.example(example), "--fps", "20"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count > 20)
        var events = 0
        for (number, text) in lines.enumerated() {
            let line = try StatesLine(parsing: text)
            #expect(line.frame == number)
            #expect(line.text == String(text))
            events += line.events.count
        }
        #expect(events > 0, "the example's callbacks are part of the round trip")
    }

    @Test func aLineEncodesEveryFieldInItsPlace() throws {
        let node = StatesLine.Node(id: "card-\u{1}\"x", kind: .card, index: nil,
                                   corners: [.init(x: 0, y: 0), .init(x: 1.5, y: 0), .init(x: 1.5, y: 2), .init(x: 0, y: 2)],
                                   alpha: 0.475, rotation: -3.25, scaleX: 1, scaleY: 0.1)
        let event = StatesLine.Event(name: "didMove", time: 0.1, index: 4,
                                     details: ["b": .list([.int(-9_007_199_254_740_993), .double(2.5), .bool(false)]), "a": .string("首页")])
        let line = StatesLine(frame: 7, time: 0.35, nodes: [node], events: [event])
        let text = #"{"frame":7,"time":0.35,"nodes":[{"id":"card-\u0001\"x","kind":"card","index":null,"corners":[[0,0],[1.5,0],[1.5,2],[0,2]],"alpha":0.475,"rotation":-3.25,"scale":[1,0.1]}],"events":[{"name":"didMove","time":0.1,"index":4,"a":"首页","b":[-9007199254740993,2.5,false]}]}"#
        #expect(line.text == text)
        #expect(try StatesLine(parsing: text) == line)
        #expect(try StatesLine(parsing: " { \"nodes\" : [ ] , \"time\" : 1e-3 , \"frame\" : 0 } ") == StatesLine(frame: 0, time: 0.001, nodes: []))
    }

    /// Anything but a states line is refused with the place and the reason, however deep or long it is built.
    @Test(arguments: [
        (#"{"frame":3,"nodes":[]}"#, "byte 23: a states line has 'frame', 'time' and 'nodes'"),
        (#"{"frame":3,"time":0,"nodes":[],"x":1}"#, "byte 36: 'x' is not a key of a states line, or is there twice"),
        (#"{"frame":3,"frame":3,"time":0,"nodes":[]}"#, "byte 20: 'frame' is not a key of a states line, or is there twice"),
        (#"{"frame":3.5,"time":0,"nodes":[]}"#, "byte 13: 3.5 is not a whole number"),
        (#"{"frame":99999999999999999999,"time":0,"nodes":[]}"#, "byte 30: 99999999999999999999 is not a whole number"),
        (#"{"frame":3,"time":1e999,"nodes":[]}"#, "byte 19: 1e999 is beyond any finite number"),
        (#"{"frame":3,"time":NaN,"nodes":[]}"#, "byte 19: expected a number"),
        (#"{"frame":03,"time":0,"nodes":[]}"#, "byte 10: expected a number"),
        (#"{"frame":3,"time":0,"nodes":[]} x"#, "byte 33: text after the line's object"),
        (#"{"frame":3,"time":0,"nodes":[{"id":"a"}]}"#, "byte 40: a node has 'id', 'kind', 'index', 'corners', 'alpha', 'rotation' and 'scale'"),
        (#"{"frame":3,"time":0,"nodes":[{"id":"a","kind":"robot"}]}"#, "byte 54: 'robot' is not a kind of node"),
        (#"{"frame":3,"time":0,"nodes":[{"id":"\ud800"}]}"#, "byte 43: a lone surrogate"),
        (#"{"frame":3,"time":0,"nodes":[],"events":[{"name":"e","time":0,"name":"f"}]}"#, "byte 70: 'name' is there twice"),
        (#"{"frame":3,"time":0,"nodes":[],"events":[{"time":0}]}"#, "byte 52: an event has 'name' and 'time'"),
        (#"{"frame":3,"time":0,"nodes":["#, "byte 30: expected '{'"),
        ("{\"frame\":3,\"time\":0,\"nodes\":[{\"id\":\"a\tb\"}]}", "byte 38: a control character in a string"),
    ])
    func malformedLinesAreRefusedInWords(_ text: String, _ message: String) {
        #expect(Self.refusal(text) == message)
    }

    @Test func deepAndLongLinesAreRefusedWithinTheLimits() {
        let deep = #"{"frame":3,"time":0,"nodes":[],"events":[{"name":"e","time":0,"x":"# + String(repeating: "[", count: 100_000)
        #expect(Self.refusal(deep) == "byte 99: lists nest more than 32 deep")
        let long = #"{"frame":3,"time":0.1"# + String(repeating: "0", count: 100) + #","nodes":[]}"#
        #expect(Self.refusal(long) == "byte 19: a number longer than 64 characters")
        let huge = String(repeating: " ", count: StatesLine.maximumLength + 1)
        #expect(Self.refusal(huge) == "16777217 bytes, more than the limit of 16777216")
    }
}
