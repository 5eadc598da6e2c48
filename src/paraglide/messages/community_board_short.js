/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Community_Board_ShortInputs */

const en_community_board_short = /** @type {(inputs: Community_Board_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CB ${i?.number}`)
};

const es_community_board_short = /** @type {(inputs: Community_Board_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`DC ${i?.number}`)
};

const fr_community_board_short = /** @type {(inputs: Community_Board_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`DC ${i?.number}`)
};

/**
* | output |
* | --- |
* | "CB {number}" |
*
* @param {Community_Board_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const community_board_short = /** @type {((inputs: Community_Board_ShortInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Board_ShortInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_board_short(inputs)
	if (locale === "fr") return fr_community_board_short(inputs)
	return en_community_board_short(inputs)
});