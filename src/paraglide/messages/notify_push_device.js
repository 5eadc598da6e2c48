/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ browser: NonNullable<unknown>, system: NonNullable<unknown> }} Notify_Push_DeviceInputs */

const en_notify_push_device = /** @type {(inputs: Notify_Push_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} on ${i?.system}`)
};

const es_notify_push_device = /** @type {(inputs: Notify_Push_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} en ${i?.system}`)
};

const fr_notify_push_device = /** @type {(inputs: Notify_Push_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} sur ${i?.system}`)
};

/**
* | output |
* | --- |
* | "{browser} on {system}" |
*
* @param {Notify_Push_DeviceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_device = /** @type {((inputs: Notify_Push_DeviceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_DeviceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_device(inputs)
	if (locale === "fr") return fr_notify_push_device(inputs)
	return en_notify_push_device(inputs)
});