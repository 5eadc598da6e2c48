/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_Unknown_DeviceInputs */

const en_notify_push_unknown_device = /** @type {(inputs: Notify_Push_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A web browser`)
};

const es_notify_push_unknown_device = /** @type {(inputs: Notify_Push_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un navegador web`)
};

const fr_notify_push_unknown_device = /** @type {(inputs: Notify_Push_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un navigateur web`)
};

/**
* | output |
* | --- |
* | "A web browser" |
*
* @param {Notify_Push_Unknown_DeviceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_unknown_device = /** @type {((inputs?: Notify_Push_Unknown_DeviceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_Unknown_DeviceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_unknown_device(inputs)
	if (locale === "fr") return fr_notify_push_unknown_device(inputs)
	return en_notify_push_unknown_device(inputs)
});