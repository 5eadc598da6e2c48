/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_Date_OrderInputs */

const en_loyalty_msg_date_order = /** @type {(inputs: Loyalty_Msg_Date_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end date must be after the start date.`)
};

const es_loyalty_msg_date_order = /** @type {(inputs: Loyalty_Msg_Date_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha final debe ser posterior a la fecha de inicio.`)
};

const fr_loyalty_msg_date_order = /** @type {(inputs: Loyalty_Msg_Date_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date de fin doit être postérieure à la date de début.`)
};

/**
* | output |
* | --- |
* | "The end date must be after the start date." |
*
* @param {Loyalty_Msg_Date_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_date_order = /** @type {((inputs?: Loyalty_Msg_Date_OrderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_Date_OrderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_date_order(inputs)
	if (locale === "fr") return fr_loyalty_msg_date_order(inputs)
	return en_loyalty_msg_date_order(inputs)
});