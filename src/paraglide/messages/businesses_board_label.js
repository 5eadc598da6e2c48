/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Board_LabelInputs */

const en_businesses_board_label = /** @type {(inputs: Businesses_Board_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community board`)
};

const es_businesses_board_label = /** @type {(inputs: Businesses_Board_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distrito comunitario`)
};

const fr_businesses_board_label = /** @type {(inputs: Businesses_Board_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`District communautaire`)
};

/**
* | output |
* | --- |
* | "Community board" |
*
* @param {Businesses_Board_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_board_label = /** @type {((inputs?: Businesses_Board_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Board_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_board_label(inputs)
	if (locale === "fr") return fr_businesses_board_label(inputs)
	return en_businesses_board_label(inputs)
});