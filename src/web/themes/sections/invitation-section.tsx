import type { ReactNode } from 'react';
import { useCardWords } from '@web/i18n/card-words';
import { CardSection, Lines } from './card-section';
import { EnglishVersion } from './english-version';

export interface InvitationContent {
  walimatulurus2: string;
  parent_name: string;
  message: string;
  groom_fullname: string;
  bride_fullname: string;
  /** English versions, beneath their Malay texts in a card in both languages. */
  walimatulurus2_en?: string;
  parent_name_en?: string;
  message_en?: string;
}

/**
 * The couple's heading; '' for 'null' (no heading), and null when missing: the card's default
 * heading (Walimatulurus, in the card's language) then.
 */
export function invitationHeading(value: string | null | undefined): string | null {
  if (value === 'null') return '';
  return value?.trim() ? value : null;
}

/** The editor's editable stand-ins for the section's texts (plain text where none is given). */
export type InvitationSlots = Partial<
  Record<'title' | 'parents' | 'message' | 'groomFullname' | 'brideFullname', ReactNode>
>;

export function InvitationSection({
  content,
  slots = {},
}: {
  content: InvitationContent;
  slots?: InvitationSlots;
}) {
  const words = useCardWords();
  const heading = invitationHeading(content.walimatulurus2);
  return (
    <CardSection
      label={words.line('card.invitation.label')}
      title={
        slots.title ??
        (heading === null
          ? words.say('card.invitation.heading')
          : heading && (
              <>
                {heading}
                <EnglishVersion malay={heading} english={content.walimatulurus2_en} inline />
              </>
            ))
      }
    >
      {slots.parents ?? (
        <>
          <Lines text={content.parent_name} className="font-semibold text-(--card-ink)" />
          <EnglishVersion malay={content.parent_name} english={content.parent_name_en} />
        </>
      )}
      {slots.message ?? (
        <>
          <Lines text={content.message} className="mt-4 leading-relaxed" />
          <EnglishVersion malay={content.message} english={content.message_en} />
        </>
      )}
      <p className="mt-5 text-2xl leading-snug text-(--card-ink) font-(family-name:--card-heading-font)">
        {slots.groomFullname ?? content.groom_fullname}
        <span className="mx-2 text-(--card-highlight)">&amp;</span>
        {slots.brideFullname ?? content.bride_fullname}
      </p>
    </CardSection>
  );
}
