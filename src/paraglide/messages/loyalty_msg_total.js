/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_TotalInputs */

const en_loyalty_msg_total = /** @type {(inputs: Loyalty_Msg_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter how many are available: a whole number from 1 to 100,000, or leave it empty for unlimited.`)
};

const es_loyalty_msg_total = /** @type {(inputs: Loyalty_Msg_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe cuántas hay disponibles: un número entero de 1 a 100,000, o déjalo vacío si no hay límite.`)
};

const fr_loyalty_msg_total = /** @type {(inputs: Loyalty_Msg_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le nombre disponible : un nombre entier de 1 à 100 000, ou laissez vide pour une quantité illimitée.`)
};

/**
* | output |
* | --- |
* | "Enter how many are available: a whole number from 1 to 100,000, or leave it empty for unlimited." |
*
* @param {Loyalty_Msg_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_total = /** @type {((inputs?: Loyalty_Msg_TotalInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_TotalInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_total(inputs)
	if (locale === "fr") return fr_loyalty_msg_total(inputs)
	return en_loyalty_msg_total(inputs)
});