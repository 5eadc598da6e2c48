/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Places_Board_Listen_SubjectInputs */

const en_places_board_listen_subject = /** @type {(inputs: Places_Board_Listen_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the ${i?.name} guide`)
};

const es_places_board_listen_subject = /** @type {(inputs: Places_Board_Listen_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la guía de ${i?.name}`)
};

const fr_places_board_listen_subject = /** @type {(inputs: Places_Board_Listen_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le guide de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "the {name} guide" |
*
* @param {Places_Board_Listen_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_listen_subject = /** @type {((inputs: Places_Board_Listen_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_Listen_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_listen_subject(inputs)
	if (locale === "fr") return fr_places_board_listen_subject(inputs)
	return en_places_board_listen_subject(inputs)
});