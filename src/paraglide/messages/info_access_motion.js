/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Access_MotionInputs */

const en_info_access_motion = /** @type {(inputs: Info_Access_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages follow your device: if it asks for less motion, the guide keeps still, with or without these settings; its high-contrast mode is respected too.`)
};

const es_info_access_motion = /** @type {(inputs: Info_Access_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las páginas siguen a tu dispositivo: si pide menos movimiento, la guía se queda quieta, con o sin estos ajustes; también se respeta su modo de alto contraste.`)
};

const fr_info_access_motion = /** @type {(inputs: Info_Access_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les pages suivent votre appareil : s’il demande moins d’animations, le guide reste immobile, avec ou sans ces réglages ; son mode de contraste élevé est respecté lui aussi.`)
};

/**
* | output |
* | --- |
* | "Pages follow your device: if it asks for less motion, the guide keeps still, with or without these settings; its high-contrast mode is respected too." |
*
* @param {Info_Access_MotionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_access_motion = /** @type {((inputs?: Info_Access_MotionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Access_MotionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_access_motion(inputs)
	if (locale === "fr") return fr_info_access_motion(inputs)
	return en_info_access_motion(inputs)
});