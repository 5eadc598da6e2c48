/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Unsub_DoneInputs */

const en_partners_nl_unsub_done = /** @type {(inputs: Partners_Nl_Unsub_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address has been removed from the newsletter list. You won't receive any more issues.`)
};

const es_partners_nl_unsub_done = /** @type {(inputs: Partners_Nl_Unsub_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu correo electrónico se eliminó de la lista del boletín. No recibirás más ediciones.`)
};

const fr_partners_nl_unsub_done = /** @type {(inputs: Partners_Nl_Unsub_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail a été retirée de la liste de diffusion. Vous ne recevrez plus aucun numéro.`)
};

/**
* | output |
* | --- |
* | "Your email address has been removed from the newsletter list. You won't receive any more issues." |
*
* @param {Partners_Nl_Unsub_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_unsub_done = /** @type {((inputs?: Partners_Nl_Unsub_DoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Unsub_DoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_unsub_done(inputs)
	if (locale === "fr") return fr_partners_nl_unsub_done(inputs)
	return en_partners_nl_unsub_done(inputs)
});