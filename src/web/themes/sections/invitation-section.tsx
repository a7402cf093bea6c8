import type { ReactNode } from 'react';
import { useCardWords } from '@web/i18n/card-words';
import { CardSection, Lines } from './card-section';

export interface InvitationContent {
  walimatulurus2: string;
  parent_name: string;
  message: string;
  groom_fullname: string;
  bride_fullname: string;
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
        (heading === null ? words.say('card.invitation.heading') : heading || undefined)
      }
    >
      {slots.parents ?? (
        <Lines text={content.parent_name} className="font-semibold text-(--card-ink)" />
      )}
      {slots.message ?? <Lines text={content.message} className="mt-4 leading-relaxed" />}
      <p className="mt-5 text-2xl leading-snug text-(--card-ink) font-(family-name:--card-heading-font)">
        {slots.groomFullname ?? content.groom_fullname}
        <span className="mx-2 text-(--card-highlight)">&amp;</span>
        {slots.brideFullname ?? content.bride_fullname}
      </p>
    </CardSection>
  );
}
