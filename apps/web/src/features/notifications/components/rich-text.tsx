import type { ReactNode } from 'react';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** A piece of a line: plain text or a link (only http(s), mailto and portal paths ever become links). */
export type Segment = { text: string } | { text: string; href: string; internal: boolean };

/** A block of a message: a paragraph of lines, or a bulleted list of lines. */
export type Block = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

const LINK =
  /(https?:\/\/[^\s<>"'`]+)|([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})|((?:^|(?<=\s))\/portal\/[^\s<>"'`]*)/g;
const TRAILING = /[.,;:!?)\]}]+$/;
const BULLET = /^\s*[-*•]\s+/;

/** Splits a line into text and links; trailing punctuation stays outside a link. */
export function linkify(line: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of line.matchAll(LINK)) {
    const raw = m[0];
    const start = m.index ?? 0;
    const link = raw.replace(TRAILING, '');
    if (!link || link === '/portal/') continue;
    if (start > last) out.push({ text: line.slice(last, start) });
    if (m[2]) out.push({ text: link, href: `mailto:${link}`, internal: false });
    else out.push({ text: link, href: link, internal: Boolean(m[3]) });
    last = start + link.length;
  }
  if (last < line.length) out.push({ text: line.slice(last) });
  return out;
}

/** Plain text → blocks: blank lines separate paragraphs, lines starting with "- " or "* " make a list. */
export function toBlocks(message: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of message.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    let paragraph: string[] = [];
    let items: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', lines: paragraph });
      if (items.length) blocks.push({ kind: 'list', items });
      paragraph = [];
      items = [];
    };
    for (const line of lines) {
      if (BULLET.test(line)) {
        if (paragraph.length) flush();
        items.push(line.replace(BULLET, ''));
      } else {
        if (items.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

function Line({ line }: { line: string }) {
  return (
    <>
      {linkify(line).map((s, i) => {
        const key = `${i}-${s.text}`;
        if (!('href' in s)) return <span key={key}>{s.text}</span>;
        return s.internal ? (
          <Anchor key={key} component={Link} to={s.href}>
            {s.text}
          </Anchor>
        ) : (
          <Anchor key={key} href={s.href} target={s.href.startsWith('mailto:') ? undefined : '_blank'} rel="noopener noreferrer">
            {s.text}
          </Anchor>
        );
      })}
    </>
  );
}

/**
 * A notification's message as rich text, built from React elements only (never dangerouslySetInnerHTML): markup in
 * the message shows as the characters it is, paragraphs, line breaks, bullets and links are kept.
 */
export function RichText({ text }: { text: string }) {
  const blocks = toBlocks(text);
  return (
    <Stack gap="sm" data-testid="rich-text">
      {blocks.map((b, i) => {
        const key = `${b.kind}-${i}`;
        if (b.kind === 'list') {
          return (
            <List key={key} size="sm">
              {b.items.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts never move; position is their identity
                <List.Item key={`${j}-${item}`}>
                  <Line line={item} />
                </List.Item>
              ))}
            </List>
          );
        }
        const lines: ReactNode[] = [];
        b.lines.forEach((line, j) => {
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          if (j > 0) lines.push(<br key={`br-${j}`} />);
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          lines.push(<Line key={`l-${j}`} line={line} />);
        });
        return (
          <Text key={key} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {lines}
          </Text>
        );
      })}
    </Stack>
  );
}
