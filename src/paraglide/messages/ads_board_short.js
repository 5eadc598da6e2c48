/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Ads_Board_ShortInputs */

const en_ads_board_short = /** @type {(inputs: Ads_Board_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.number}`)
};

const es_ads_board_short = /** @type {(inputs: Ads_Board_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Distrito ${i?.number}`)
};

const fr_ads_board_short = /** @type {(inputs: Ads_Board_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`District ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Board {number}" |
*
* @param {Ads_Board_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_board_short = /** @type {((inputs: Ads_Board_ShortInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Board_ShortInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_board_short(inputs)
	if (locale === "fr") return fr_ads_board_short(inputs)
	return en_ads_board_short(inputs)
});