/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Unsub_DoneInputs */

const en_alerts_unsub_done = /** @type {(inputs: Alerts_Unsub_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will no longer receive the weekly digest. You can turn it back on in your notification settings.`)
};

const es_alerts_unsub_done = /** @type {(inputs: Alerts_Unsub_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no recibirás el resumen semanal. Puedes volver a activarlo en tu configuración de notificaciones.`)
};

const fr_alerts_unsub_done = /** @type {(inputs: Alerts_Unsub_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne recevrez plus le récapitulatif de la semaine. Vous pouvez le réactiver dans vos réglages de notification.`)
};

/**
* | output |
* | --- |
* | "You will no longer receive the weekly digest. You can turn it back on in your notification settings." |
*
* @param {Alerts_Unsub_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_unsub_done = /** @type {((inputs?: Alerts_Unsub_DoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Unsub_DoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_unsub_done(inputs)
	if (locale === "fr") return fr_alerts_unsub_done(inputs)
	return en_alerts_unsub_done(inputs)
});