/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Cards_NoteInputs */

const en_organiser_cards_note = /** @type {(inputs: Organiser_Cards_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cards are kept by Stripe, never by the guide.`)
};

const es_organiser_cards_note = /** @type {(inputs: Organiser_Cards_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe guarda las tarjetas; la guía nunca las guarda.`)
};

const fr_organiser_cards_note = /** @type {(inputs: Organiser_Cards_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les cartes sont conservées par Stripe, jamais par le guide.`)
};

/**
* | output |
* | --- |
* | "Cards are kept by Stripe, never by the guide." |
*
* @param {Organiser_Cards_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_cards_note = /** @type {((inputs?: Organiser_Cards_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Cards_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_cards_note(inputs)
	if (locale === "fr") return fr_organiser_cards_note(inputs)
	return en_organiser_cards_note(inputs)
});