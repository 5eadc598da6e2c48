/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Offline_KickerInputs */

const en_info_offline_kicker = /** @type {(inputs: Info_Offline_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No connection`)
};

const es_info_offline_kicker = /** @type {(inputs: Info_Offline_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión`)
};

const fr_info_offline_kicker = /** @type {(inputs: Info_Offline_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de connexion`)
};

/**
* | output |
* | --- |
* | "No connection" |
*
* @param {Info_Offline_KickerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_offline_kicker = /** @type {((inputs?: Info_Offline_KickerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Offline_KickerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_offline_kicker(inputs)
	if (locale === "fr") return fr_info_offline_kicker(inputs)
	return en_info_offline_kicker(inputs)
});