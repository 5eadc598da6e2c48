/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Board_Signature_LabelInputs */

const en_places_board_signature_label = /** @type {(inputs: Places_Board_Signature_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signature experience:`)
};

const es_places_board_signature_label = /** @type {(inputs: Places_Board_Signature_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experiencia imprescindible:`)
};

const fr_places_board_signature_label = /** @type {(inputs: Places_Board_Signature_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’expérience incontournable :`)
};

/**
* | output |
* | --- |
* | "Signature experience:" |
*
* @param {Places_Board_Signature_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_signature_label = /** @type {((inputs?: Places_Board_Signature_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_Signature_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_signature_label(inputs)
	if (locale === "fr") return fr_places_board_signature_label(inputs)
	return en_places_board_signature_label(inputs)
});