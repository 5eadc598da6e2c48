/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_Date_RangeInputs */

const en_loyalty_msg_date_range = /** @type {(inputs: Loyalty_Msg_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a date from 2000-01-01 to 2099-12-31.`)
};

const es_loyalty_msg_date_range = /** @type {(inputs: Loyalty_Msg_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una fecha entre el 2000-01-01 y el 2099-12-31.`)
};

const fr_loyalty_msg_date_range = /** @type {(inputs: Loyalty_Msg_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une date entre le 2000-01-01 et le 2099-12-31.`)
};

/**
* | output |
* | --- |
* | "Choose a date from 2000-01-01 to 2099-12-31." |
*
* @param {Loyalty_Msg_Date_RangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_date_range = /** @type {((inputs?: Loyalty_Msg_Date_RangeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_Date_RangeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_date_range(inputs)
	if (locale === "fr") return fr_loyalty_msg_date_range(inputs)
	return en_loyalty_msg_date_range(inputs)
});