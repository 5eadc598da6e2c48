/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Pin_PairInputs */

const en_owner_msg_pin_pair = /** @type {(inputs: Owner_Msg_Pin_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set both latitude and longitude, or neither`)
};

const es_owner_msg_pin_pair = /** @type {(inputs: Owner_Msg_Pin_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica la latitud y la longitud, o ninguna de las dos`)
};

const fr_owner_msg_pin_pair = /** @type {(inputs: Owner_Msg_Pin_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez la latitude et la longitude, ou aucune des deux`)
};

/**
* | output |
* | --- |
* | "Set both latitude and longitude, or neither" |
*
* @param {Owner_Msg_Pin_PairInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_pin_pair = /** @type {((inputs?: Owner_Msg_Pin_PairInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Pin_PairInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_pin_pair(inputs)
	if (locale === "fr") return fr_owner_msg_pin_pair(inputs)
	return en_owner_msg_pin_pair(inputs)
});