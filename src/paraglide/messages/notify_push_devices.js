/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_DevicesInputs */

const en_notify_push_devices = /** @type {(inputs: Notify_Push_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your devices with push notifications`)
};

const es_notify_push_devices = /** @type {(inputs: Notify_Push_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus dispositivos con notificaciones push`)
};

const fr_notify_push_devices = /** @type {(inputs: Notify_Push_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos appareils avec notifications push`)
};

/**
* | output |
* | --- |
* | "Your devices with push notifications" |
*
* @param {Notify_Push_DevicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_devices = /** @type {((inputs?: Notify_Push_DevicesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_DevicesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_devices(inputs)
	if (locale === "fr") return fr_notify_push_devices(inputs)
	return en_notify_push_devices(inputs)
});