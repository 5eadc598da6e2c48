/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Count_DeviceInputs */

const en_checkin_count_device = /** @type {(inputs: Checkin_Count_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counted on this phone`)
};

const es_checkin_count_device = /** @type {(inputs: Checkin_Count_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contado en este teléfono`)
};

const fr_checkin_count_device = /** @type {(inputs: Checkin_Count_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compté sur ce téléphone`)
};

/**
* | output |
* | --- |
* | "Counted on this phone" |
*
* @param {Checkin_Count_DeviceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_count_device = /** @type {((inputs?: Checkin_Count_DeviceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Count_DeviceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_count_device(inputs)
	if (locale === "fr") return fr_checkin_count_device(inputs)
	return en_checkin_count_device(inputs)
});