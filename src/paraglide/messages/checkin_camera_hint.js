/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Camera_HintInputs */

const en_checkin_camera_hint = /** @type {(inputs: Checkin_Camera_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Point the camera at the ticket’s QR code.`)
};

const es_checkin_camera_hint = /** @type {(inputs: Checkin_Camera_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apunta la cámara al código QR del boleto.`)
};

const fr_checkin_camera_hint = /** @type {(inputs: Checkin_Camera_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pointez la caméra vers le code QR du billet.`)
};

/**
* | output |
* | --- |
* | "Point the camera at the ticket’s QR code." |
*
* @param {Checkin_Camera_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_camera_hint = /** @type {((inputs?: Checkin_Camera_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Camera_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_camera_hint(inputs)
	if (locale === "fr") return fr_checkin_camera_hint(inputs)
	return en_checkin_camera_hint(inputs)
});