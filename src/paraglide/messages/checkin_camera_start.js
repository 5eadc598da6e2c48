/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Camera_StartInputs */

const en_checkin_camera_start = /** @type {(inputs: Checkin_Camera_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start scanning`)
};

const es_checkin_camera_start = /** @type {(inputs: Checkin_Camera_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar a escanear`)
};

const fr_checkin_camera_start = /** @type {(inputs: Checkin_Camera_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer à scanner`)
};

/**
* | output |
* | --- |
* | "Start scanning" |
*
* @param {Checkin_Camera_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_camera_start = /** @type {((inputs?: Checkin_Camera_StartInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Camera_StartInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_camera_start(inputs)
	if (locale === "fr") return fr_checkin_camera_start(inputs)
	return en_checkin_camera_start(inputs)
});