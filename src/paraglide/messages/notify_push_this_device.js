/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_This_DeviceInputs */

const en_notify_push_this_device = /** @type {(inputs: Notify_Push_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(this device)`)
};

const es_notify_push_this_device = /** @type {(inputs: Notify_Push_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(este dispositivo)`)
};

const fr_notify_push_this_device = /** @type {(inputs: Notify_Push_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(cet appareil)`)
};

/**
* | output |
* | --- |
* | "(this device)" |
*
* @param {Notify_Push_This_DeviceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_this_device = /** @type {((inputs?: Notify_Push_This_DeviceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_This_DeviceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_this_device(inputs)
	if (locale === "fr") return fr_notify_push_this_device(inputs)
	return en_notify_push_this_device(inputs)
});