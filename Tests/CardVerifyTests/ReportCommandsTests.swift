import CardVerify
import Testing

/// The commands the report, the summary and the assertions tell their reader to paste.
@Suite struct ReportCommandsTests {
    @Test func recordingAVariantAgainNamesTheFolderVerifyWasGivenAndTheVariant() {
        #expect(HTMLReport.Commands.record(script: "s.yaml", reference: "ref")
                == "cardmotion verify s.yaml --reference ref --record failed")
        // verify --variant dark --reference ref reads ref/dark: the command gives ref, not ref/dark (ref/dark/dark).
        #expect(HTMLReport.Commands.record(script: "s.yaml", reference: "visual/ref/dark", variant: "dark")
                == "cardmotion verify s.yaml --reference visual/ref --variant dark --record failed")
        #expect(HTMLReport.Commands.record(script: "s.yaml", reference: "dark", variant: "dark")
                == "cardmotion verify s.yaml --reference . --variant dark --record failed")
        #expect(HTMLReport.Commands.record(script: "my s.yaml", reference: "r e f/iPhone SE", variant: "iPhone SE")
                == "cardmotion verify 'my s.yaml' --reference 'r e f' --variant 'iPhone SE' --record failed")
    }
}
