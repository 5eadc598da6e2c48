/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_Turn_OnInputs */

const en_notify_push_turn_on = /** @type {(inputs: Notify_Push_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on`)
};

const es_notify_push_turn_on = /** @type {(inputs: Notify_Push_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activar`)
};

const fr_notify_push_turn_on = /** @type {(inputs: Notify_Push_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activer`)
};

/**
* | output |
* | --- |
* | "Turn on" |
*
* @param {Notify_Push_Turn_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_turn_on = /** @type {((inputs?: Notify_Push_Turn_OnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_Turn_OnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_turn_on(inputs)
	if (locale === "fr") return fr_notify_push_turn_on(inputs)
	return en_notify_push_turn_on(inputs)
});