/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ weekday: NonNullable<unknown> }} Cards_Repeat_ThirdInputs */

const en_cards_repeat_third = /** @type {(inputs: Cards_Repeat_ThirdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the 3rd ${i?.weekday}`)
};

const es_cards_repeat_third = /** @type {(inputs: Cards_Repeat_ThirdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el tercer ${i?.weekday}`)
};

const fr_cards_repeat_third = /** @type {(inputs: Cards_Repeat_ThirdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le troisième ${i?.weekday}`)
};

/**
* | output |
* | --- |
* | "the 3rd {weekday}" |
*
* @param {Cards_Repeat_ThirdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_repeat_third = /** @type {((inputs: Cards_Repeat_ThirdInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Repeat_ThirdInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_repeat_third(inputs)
	if (locale === "fr") return fr_cards_repeat_third(inputs)
	return en_cards_repeat_third(inputs)
});