/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ weekday: NonNullable<unknown> }} Cards_Repeat_FourthInputs */

const en_cards_repeat_fourth = /** @type {(inputs: Cards_Repeat_FourthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the 4th ${i?.weekday}`)
};

const es_cards_repeat_fourth = /** @type {(inputs: Cards_Repeat_FourthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el cuarto ${i?.weekday}`)
};

const fr_cards_repeat_fourth = /** @type {(inputs: Cards_Repeat_FourthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le quatrième ${i?.weekday}`)
};

/**
* | output |
* | --- |
* | "the 4th {weekday}" |
*
* @param {Cards_Repeat_FourthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_repeat_fourth = /** @type {((inputs: Cards_Repeat_FourthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Repeat_FourthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_repeat_fourth(inputs)
	if (locale === "fr") return fr_cards_repeat_fourth(inputs)
	return en_cards_repeat_fourth(inputs)
});