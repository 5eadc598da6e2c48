/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_NoteInputs */

const en_partners_donate_note = /** @type {(inputs: Partners_Donate_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gifts are one-time or monthly; a monthly gift can be stopped anytime from the link in its receipt. No account is needed. Larger gifts and sponsorships:`)
};

const es_partners_donate_note = /** @type {(inputs: Partners_Donate_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las donaciones son únicas o mensuales; una donación mensual se puede detener en cualquier momento desde el enlace de su recibo. No necesitas una cuenta. Para donaciones mayores y patrocinios:`)
};

const fr_partners_donate_note = /** @type {(inputs: Partners_Donate_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les dons sont ponctuels ou mensuels ; un don mensuel peut être arrêté à tout moment depuis le lien de son reçu. Aucun compte n’est nécessaire. Dons plus importants et parrainages :`)
};

/**
* | output |
* | --- |
* | "Gifts are one-time or monthly; a monthly gift can be stopped anytime from the link in its receipt. No account is needed. Larger gifts and sponsorships:" |
*
* @param {Partners_Donate_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_note = /** @type {((inputs?: Partners_Donate_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_note(inputs)
	if (locale === "fr") return fr_partners_donate_note(inputs)
	return en_partners_donate_note(inputs)
});