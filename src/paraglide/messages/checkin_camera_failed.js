/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Camera_FailedInputs */

const en_checkin_camera_failed = /** @type {(inputs: Checkin_Camera_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The camera could not be opened. Allow the camera for this site, or check people in by name below.`)
};

const es_checkin_camera_failed = /** @type {(inputs: Checkin_Camera_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo abrir la cámara. Permite la cámara para este sitio o registra a las personas por nombre abajo.`)
};

const fr_checkin_camera_failed = /** @type {(inputs: Checkin_Camera_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La caméra n’a pas pu être ouverte. Autorisez la caméra pour ce site, ou enregistrez les personnes par leur nom ci-dessous.`)
};

/**
* | output |
* | --- |
* | "The camera could not be opened. Allow the camera for this site, or check people in by name below." |
*
* @param {Checkin_Camera_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_camera_failed = /** @type {((inputs?: Checkin_Camera_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Camera_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_camera_failed(inputs)
	if (locale === "fr") return fr_checkin_camera_failed(inputs)
	return en_checkin_camera_failed(inputs)
});