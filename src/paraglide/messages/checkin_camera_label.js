/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Camera_LabelInputs */

const en_checkin_camera_label = /** @type {(inputs: Checkin_Camera_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camera view`)
};

const es_checkin_camera_label = /** @type {(inputs: Checkin_Camera_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vista de la cámara`)
};

const fr_checkin_camera_label = /** @type {(inputs: Checkin_Camera_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image de la caméra`)
};

/**
* | output |
* | --- |
* | "Camera view" |
*
* @param {Checkin_Camera_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_camera_label = /** @type {((inputs?: Checkin_Camera_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Camera_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_camera_label(inputs)
	if (locale === "fr") return fr_checkin_camera_label(inputs)
	return en_checkin_camera_label(inputs)
});