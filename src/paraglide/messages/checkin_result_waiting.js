/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Result_WaitingInputs */

const en_checkin_result_waiting = /** @type {(inputs: Checkin_Result_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No scan yet.`)
};

const es_checkin_result_waiting = /** @type {(inputs: Checkin_Result_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay escaneos.`)
};

const fr_checkin_result_waiting = /** @type {(inputs: Checkin_Result_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun scan pour l’instant.`)
};

/**
* | output |
* | --- |
* | "No scan yet." |
*
* @param {Checkin_Result_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_result_waiting = /** @type {((inputs?: Checkin_Result_WaitingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Result_WaitingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_result_waiting(inputs)
	if (locale === "fr") return fr_checkin_result_waiting(inputs)
	return en_checkin_result_waiting(inputs)
});