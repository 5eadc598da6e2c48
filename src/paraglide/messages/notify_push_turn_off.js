/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_Turn_OffInputs */

const en_notify_push_turn_off = /** @type {(inputs: Notify_Push_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off`)
};

const es_notify_push_turn_off = /** @type {(inputs: Notify_Push_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivar`)
};

const fr_notify_push_turn_off = /** @type {(inputs: Notify_Push_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver`)
};

/**
* | output |
* | --- |
* | "Turn off" |
*
* @param {Notify_Push_Turn_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_turn_off = /** @type {((inputs?: Notify_Push_Turn_OffInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_Turn_OffInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_turn_off(inputs)
	if (locale === "fr") return fr_notify_push_turn_off(inputs)
	return en_notify_push_turn_off(inputs)
});