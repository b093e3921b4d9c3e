import { loadImage } from "@napi-rs/canvas";
import type { ScriptedFrom } from "./messages-server.ts";

type Frame = { x: number; y: number; w: number; h: number };

/** What the scripted model saw and said: the image's measured size and the box it answered. */
export interface Box {
  image: { w: number; h: number };
  box: [number, number, number, number];
}

/** The size of the first image in a request, measured by decoding it (as a model sees it: only the pixels). */
export async function sentImageSize(body: Record<string, any>): Promise<{ w: number; h: number }> {
  const images = (body.messages as { content: { type: string; source?: { data: string } }[] }[])
    .flatMap((message) => (Array.isArray(message.content) ? message.content : []))
    .filter((block) => block.type === "image");
  const image = await loadImage(Buffer.from(images.at(-1)!.source!.data, "base64"));
  return { w: image.width, h: image.height };
}

/**
 * A model that answers findElement exactly: the box of `element` (global points, the simulator's ground
 * truth) in the image it received of the screen `fullFrame`, in pixels, or in 0..range when given;
 * rounded inward so the box stays on the element. Each answer is recorded in `seen`.
 */
export function boxAnswerFor(element: Frame, fullFrame: Frame, range?: number, seen: Box[] = []): ScriptedFrom {
  return async (body) => {
    const image = await sentImageSize(body);
    const across = range ?? image.w;
    const down = range ?? image.h;
    const x = (gx: number) => ((gx - fullFrame.x) * across) / fullFrame.w;
    const y = (gy: number) => ((gy - fullFrame.y) * down) / fullFrame.h;
    const box: Box["box"] = [
      Math.ceil(x(element.x)),
      Math.ceil(y(element.y)),
      Math.floor(x(element.x + element.w)),
      Math.floor(y(element.y + element.h)),
    ];
    seen.push({ image, box });
    return { content: [{ type: "text", text: `<box>(${box.join(",")})</box>` }] };
  };
}
