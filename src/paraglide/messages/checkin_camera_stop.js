/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Camera_StopInputs */

const en_checkin_camera_stop = /** @type {(inputs: Checkin_Camera_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop scanning`)
};

const es_checkin_camera_stop = /** @type {(inputs: Checkin_Camera_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar de escanear`)
};

const fr_checkin_camera_stop = /** @type {(inputs: Checkin_Camera_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrêter de scanner`)
};

/**
* | output |
* | --- |
* | "Stop scanning" |
*
* @param {Checkin_Camera_StopInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_camera_stop = /** @type {((inputs?: Checkin_Camera_StopInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Camera_StopInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_camera_stop(inputs)
	if (locale === "fr") return fr_checkin_camera_stop(inputs)
	return en_checkin_camera_stop(inputs)
});