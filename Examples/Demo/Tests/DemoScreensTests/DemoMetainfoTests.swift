import Foundation
import GtkTestSupport
import Testing

/// The demo's AppStream metainfo gives software centres what they show: a bug tracker, and
/// screenshots with captions (the default one first).
@Suite("Demo metainfo")
struct DemoMetainfoTests {
    @Test("the metainfo names a bug tracker and a default screenshot with a caption")
    func bugTrackerAndScreenshots() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Resources/dev.workflowgtk.Demo.metainfo.xml"), encoding: .utf8)
        #expect(text.contains(#"<url type="bugtracker">https://"#), "add <url type=\"bugtracker\"> to Resources/dev.workflowgtk.Demo.metainfo.xml")
        let screenshots = try #require(text.range(of: "<screenshots>").flatMap { start in
            text.range(of: "</screenshots>").map { String(text[start.upperBound..<$0.lowerBound]) }
        }, "the metainfo has no <screenshots>")
        #expect(screenshots.contains(#"<screenshot type="default">"#))
        let images = screenshots.components(separatedBy: "<image>").dropFirst()
        #expect(!images.isEmpty && images.allSatisfy { $0.hasPrefix("https://") && $0.contains(".png</image>") })
        #expect(screenshots.components(separatedBy: "<caption>").count == images.count + 1, "every screenshot has a caption")
    }
}
