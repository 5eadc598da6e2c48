/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ weekday: NonNullable<unknown> }} Cards_Repeat_WeekdayInputs */

const en_cards_repeat_weekday = /** @type {(inputs: Cards_Repeat_WeekdayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weekday}`)
};

const es_cards_repeat_weekday = /** @type {(inputs: Cards_Repeat_WeekdayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el ${i?.weekday}`)
};

const fr_cards_repeat_weekday = /** @type {(inputs: Cards_Repeat_WeekdayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le ${i?.weekday}`)
};

/**
* | output |
* | --- |
* | "{weekday}" |
*
* @param {Cards_Repeat_WeekdayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_repeat_weekday = /** @type {((inputs: Cards_Repeat_WeekdayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Repeat_WeekdayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_repeat_weekday(inputs)
	if (locale === "fr") return fr_cards_repeat_weekday(inputs)
	return en_cards_repeat_weekday(inputs)
});