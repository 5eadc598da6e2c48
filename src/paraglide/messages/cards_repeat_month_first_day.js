/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Repeat_Month_First_DayInputs */

const en_cards_repeat_month_first_day = /** @type {(inputs: Cards_Repeat_Month_First_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the 1st`)
};

const es_cards_repeat_month_first_day = /** @type {(inputs: Cards_Repeat_Month_First_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el día 1`)
};

const fr_cards_repeat_month_first_day = /** @type {(inputs: Cards_Repeat_Month_First_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le 1er`)
};

/**
* | output |
* | --- |
* | "the 1st" |
*
* @param {Cards_Repeat_Month_First_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_repeat_month_first_day = /** @type {((inputs?: Cards_Repeat_Month_First_DayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Repeat_Month_First_DayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_repeat_month_first_day(inputs)
	if (locale === "fr") return fr_cards_repeat_month_first_day(inputs)
	return en_cards_repeat_month_first_day(inputs)
});