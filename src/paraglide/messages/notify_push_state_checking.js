/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_State_CheckingInputs */

const en_notify_push_state_checking = /** @type {(inputs: Notify_Push_State_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking this device…`)
};

const es_notify_push_state_checking = /** @type {(inputs: Notify_Push_State_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisando este dispositivo…`)
};

const fr_notify_push_state_checking = /** @type {(inputs: Notify_Push_State_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de cet appareil…`)
};

/**
* | output |
* | --- |
* | "Checking this device…" |
*
* @param {Notify_Push_State_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_state_checking = /** @type {((inputs?: Notify_Push_State_CheckingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_State_CheckingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_state_checking(inputs)
	if (locale === "fr") return fr_notify_push_state_checking(inputs)
	return en_notify_push_state_checking(inputs)
});