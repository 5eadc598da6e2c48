/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ weekday: NonNullable<unknown> }} Cards_Repeat_SecondInputs */

const en_cards_repeat_second = /** @type {(inputs: Cards_Repeat_SecondInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the 2nd ${i?.weekday}`)
};

const es_cards_repeat_second = /** @type {(inputs: Cards_Repeat_SecondInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el segundo ${i?.weekday}`)
};

const fr_cards_repeat_second = /** @type {(inputs: Cards_Repeat_SecondInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le deuxième ${i?.weekday}`)
};

/**
* | output |
* | --- |
* | "the 2nd {weekday}" |
*
* @param {Cards_Repeat_SecondInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_repeat_second = /** @type {((inputs: Cards_Repeat_SecondInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Repeat_SecondInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_repeat_second(inputs)
	if (locale === "fr") return fr_cards_repeat_second(inputs)
	return en_cards_repeat_second(inputs)
});