/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Kept_DeviceInputs */

const en_tours_kept_device = /** @type {(inputs: Tours_Kept_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your progress is kept on this device.`)
};

const es_tours_kept_device = /** @type {(inputs: Tours_Kept_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu progreso se guarda en este dispositivo.`)
};

const fr_tours_kept_device = /** @type {(inputs: Tours_Kept_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre progression est conservée sur cet appareil.`)
};

/**
* | output |
* | --- |
* | "Your progress is kept on this device." |
*
* @param {Tours_Kept_DeviceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_kept_device = /** @type {((inputs?: Tours_Kept_DeviceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Kept_DeviceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_kept_device(inputs)
	if (locale === "fr") return fr_tours_kept_device(inputs)
	return en_tours_kept_device(inputs)
});