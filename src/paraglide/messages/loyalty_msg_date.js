/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_DateInputs */

const en_loyalty_msg_date = /** @type {(inputs: Loyalty_Msg_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a date as YYYY-MM-DD.`)
};

const es_loyalty_msg_date = /** @type {(inputs: Loyalty_Msg_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una fecha con el formato AAAA-MM-DD.`)
};

const fr_loyalty_msg_date = /** @type {(inputs: Loyalty_Msg_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une date au format AAAA-MM-JJ.`)
};

/**
* | output |
* | --- |
* | "Enter a date as YYYY-MM-DD." |
*
* @param {Loyalty_Msg_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_date = /** @type {((inputs?: Loyalty_Msg_DateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_DateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_date(inputs)
	if (locale === "fr") return fr_loyalty_msg_date(inputs)
	return en_loyalty_msg_date(inputs)
});