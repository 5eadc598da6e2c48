/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Cards_Repeat_Month_DayInputs */

const en_cards_repeat_month_day = /** @type {(inputs: Cards_Repeat_Month_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the ${i?.day}th`)
};

const es_cards_repeat_month_day = /** @type {(inputs: Cards_Repeat_Month_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el día ${i?.day}`)
};

const fr_cards_repeat_month_day = /** @type {(inputs: Cards_Repeat_Month_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le ${i?.day}`)
};

/**
* | output |
* | --- |
* | "the {day}th" |
*
* @param {Cards_Repeat_Month_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_repeat_month_day = /** @type {((inputs: Cards_Repeat_Month_DayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Repeat_Month_DayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_repeat_month_day(inputs)
	if (locale === "fr") return fr_cards_repeat_month_day(inputs)
	return en_cards_repeat_month_day(inputs)
});