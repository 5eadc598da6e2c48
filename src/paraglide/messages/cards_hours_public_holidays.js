/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Hours_Public_HolidaysInputs */

const en_cards_hours_public_holidays = /** @type {(inputs: Cards_Hours_Public_HolidaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public holidays`)
};

const es_cards_hours_public_holidays = /** @type {(inputs: Cards_Hours_Public_HolidaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días feriados`)
};

const fr_cards_hours_public_holidays = /** @type {(inputs: Cards_Hours_Public_HolidaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jours fériés`)
};

/**
* | output |
* | --- |
* | "Public holidays" |
*
* @param {Cards_Hours_Public_HolidaysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_hours_public_holidays = /** @type {((inputs?: Cards_Hours_Public_HolidaysInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Hours_Public_HolidaysInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_hours_public_holidays(inputs)
	if (locale === "fr") return fr_cards_hours_public_holidays(inputs)
	return en_cards_hours_public_holidays(inputs)
});