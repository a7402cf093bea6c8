import { CardSection, Lines } from './card-section';

export interface InvitationContent {
  walimatulurus2: string;
  parent_name: string;
  message: string;
  groom_fullname: string;
  bride_fullname: string;
}

/** guest-side §2: the heading defaults to Walimatulurus when missing and is blank for 'null'. */
export function invitationHeading(value: string | null | undefined): string {
  if (value === 'null') return '';
  return value?.trim() ? value : 'Walimatulurus';
}

export function InvitationSection({ content }: { content: InvitationContent }) {
  return (
    <CardSection label="Jemputan" title={invitationHeading(content.walimatulurus2) || undefined}>
      <Lines text={content.parent_name} className="font-semibold text-(--card-ink)" />
      <Lines text={content.message} className="mt-4 leading-relaxed" />
      <p className="mt-5 text-2xl leading-snug text-(--card-ink) font-(family-name:--card-heading-font)">
        {content.groom_fullname}
        <span className="mx-2 text-(--card-highlight)">&amp;</span>
        {content.bride_fullname}
      </p>
    </CardSection>
  );
}
